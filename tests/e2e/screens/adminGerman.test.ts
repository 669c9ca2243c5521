import { serverAndBrowser } from '../helper';
import { describeWalk } from './walk';

/** The internal administrator's screens in German and the dark theme, and at 600 px (walk.ts). */
const env = serverAndBrowser();
describeWalk(env, {
  email: 'admin@example.com',
  locale: 'de-DE',
  colorScheme: 'dark',
  checks: ['cells', 'axe', 'german', 'keys'],
});
describeWalk(env, { email: 'admin@example.com', locale: 'en-GB', width: 600, checks: ['fits'] });

import { serverAndBrowser } from '../helper';
import { describeWalk } from './walk';

/** The internal administrator reaches every screen: in English, light, at 1280 and 960 px (walk.ts). */
const env = serverAndBrowser();
describeWalk(env, { email: 'admin@example.com', locale: 'en-GB', checks: ['shown', 'cells', 'fits', 'axe', 'keys'] });
describeWalk(env, { email: 'admin@example.com', locale: 'en-GB', width: 960, checks: ['fits'] });

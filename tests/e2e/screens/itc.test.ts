import { serverAndBrowser } from '../helper';
import { describeWalk } from './walk';

/** The ITC's screens in English and German (walk.ts). */
const env = serverAndBrowser();
describeWalk(env, { email: 'itc@example.com', locale: 'en-GB', checks: ['shown', 'cells', 'keys'] });
describeWalk(env, { email: 'itc@example.com', locale: 'de-DE', checks: ['cells'] });

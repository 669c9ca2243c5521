import { serverAndBrowser } from '../helper';
import { describeWalk } from './walk';

/** A training site's coordinator's screens in English and German (walk.ts). */
const env = serverAndBrowser();
describeWalk(env, { email: 'its@example.com', locale: 'en-GB', checks: ['shown', 'cells', 'keys'] });
describeWalk(env, { email: 'its@example.com', locale: 'de-DE', checks: ['cells', 'german'] });

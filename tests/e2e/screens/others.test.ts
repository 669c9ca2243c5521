import { serverAndBrowser } from '../helper';
import { describeWalk } from './walk';

/** An instructor, a user without features, and the public screens in both languages and themes (walk.ts). */
const env = serverAndBrowser();
describeWalk(env, { email: 'instructor@example.com', locale: 'en-GB', checks: ['shown'] });
describeWalk(env, { email: 'user@example.com', locale: 'en-GB', checks: ['shown'] });
describeWalk(env, { locale: 'de-DE', checks: ['shown', 'axe', 'german', 'keys'] });
describeWalk(env, { locale: 'de-DE', colorScheme: 'dark', checks: ['axe'] });
describeWalk(env, { locale: 'en-GB', checks: ['shown', 'keys'] });

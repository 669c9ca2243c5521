// Front-end unit test setup: msw servers are started per test file.
import { configure } from '@testing-library/react';

// findBy… and waitFor give up after this long: a bound for a busy machine (a dialog's closing
// transition and its re-render passed the default second beside the browser suite), not a speed
// requirement; a test that passes waits no longer than it must.
configure({ asyncUtilTimeout: 10_000 });

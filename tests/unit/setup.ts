// Front-end unit test setup: msw servers are started per test file.

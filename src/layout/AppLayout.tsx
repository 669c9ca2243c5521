import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Authenticated, Layout } from 'react-admin';
import { ProgressLabels } from '../components/ProgressLabels';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { DocumentLanguage } from './DocumentLanguage';
import { Footer } from './Footer';
import { SessionExpiryWatcher } from './SessionExpiryWatcher';
import { LiveChanges } from './LiveChanges';
import { SlowAnswerNotice } from './SlowAnswerNotice';

/**
 * The shell of every protected screen. `Authenticated` sends anonymous visitors to the login
 * screen with the wanted path (§2 Route guard) before anything of the shell shows.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Authenticated>
    <SessionExpiryWatcher />
    <SlowAnswerNotice />
    <LiveChanges />
    <DocumentLanguage />
    {/* react-admin's layout grows to fit its widest content; ours stays as wide as the window */}
    {/* every progress indicator of the shell and its screens, react-admin's app-bar spinner included */}
    <ProgressLabels>
      <Layout
        appBar={AppAppBar}
        menu={AppMenu}
        sidebar={AppSidebar}
        sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)', minWidth: 0 }}>
          <Box sx={{ flex: 1, pb: 2, minWidth: 0 }}>{children}</Box>
          <Footer />
        </Box>
      </Layout>
    </ProgressLabels>
  </Authenticated>
);

import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * Every progress indicator gets an accessible name in the user's language: MUI's spinners and
 * bars, react-admin's (Loading, LoadingIndicator, the reference fields' LinearProgress) and
 * skeletons, which become labelled progress bars. Set once in the theme, so no indicator, ours or
 * react-admin's, is announced as a nameless progress bar; an indicator with its own aria-label
 * (an upload with its file name) keeps it. It wraps the shell (AppLayout) and the public screens'
 * card (PublicLayout), not <Admin>: splitting <Admin> into AdminContext and AdminUI to reach
 * react-admin's own start-up screen lost a sort click made right after a filter change (listState).
 */
export const ProgressLabels = ({ children }: { children: ReactNode }) => {
  const label = useTranslate()('shell.loading');
  const withLabels = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
        },
        MuiLinearProgress: {
          ...outer.components?.MuiLinearProgress,
          defaultProps: { ...outer.components?.MuiLinearProgress?.defaultProps, 'aria-label': label },
        },
        MuiSkeleton: {
          ...outer.components?.MuiSkeleton,
          defaultProps: { ...outer.components?.MuiSkeleton?.defaultProps, role: 'progressbar', 'aria-label': label },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={withLabels}>{children}</ThemeProvider>;
};

import { List, type ListProps } from 'react-admin';
import { ScreenHeading } from '../ScreenHeading';
import { AppPagination, DEFAULT_PER_PAGE } from './AppPagination';
import { useLoadFailure } from './loadFailure';

type AppListProps = ListProps & {
  title: string;
  /** The screen's heading above the list; a screen that has its own leaves it out. */
  heading?: boolean;
};

/**
 * react-admin's List as every list screen has it: its heading, the app's pagination and page size,
 * §8's message when loading fails, and no empty page of react-admin's (the table says it is empty).
 */
export const AppList = ({ title, heading = true, queryOptions, ...props }: AppListProps) => {
  const loadFailure = useLoadFailure();
  return (
    <>
      {heading && <ScreenHeading>{title}</ScreenHeading>}
      <List
        title={title}
        perPage={DEFAULT_PER_PAGE}
        pagination={<AppPagination />}
        empty={false}
        {...props}
        queryOptions={{ onError: loadFailure, ...queryOptions }}
      />
    </>
  );
};

import { useState } from 'react';
import { MenuItem } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { BulkExportButton, Confirm, useListContext, useTranslate } from 'react-admin';
import { COURSE_STATUSES, type CourseStatus } from '../../domain/courses';
import { useFormat } from '../../components/format';
import { MenuButton } from '../../components/MenuButton';
import { BulkResultsDialog, useBulkStep } from '../../components/lists/bulkStep';

/**
 * The bulk buttons of a site's course list: the selected courses take the status step to the
 * chosen status (each checked by the server as one: one step, not ahead of its dates, its type's
 * rules; a result per row), and the selection is exported.
 */
export const CourseBulkButtons = () => {
  const translate = useTranslate();
  const format = useFormat();
  const { selectedIds } = useListContext();
  const [target, setTarget] = useState<CourseStatus>();
  const [asking, setAsking] = useState(false);
  const bulk = useBulkStep('courses/bulk-status', (record) =>
    [record.courseTypeName, format.day(record.startDate)].filter(Boolean).join(' – '),
  );
  const statusName = target ? translate(`course.status.${target}`) : '';
  return (
    <>
      <MenuButton
        size="small"
        startIcon={<SwapHorizIcon />}
        disabled={bulk.pending}
        data-testid="bulk-status"
        menu={COURSE_STATUSES.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setTarget(status);
              setAsking(true);
            }}
          >
            {translate(`course.status.${status}`)}
          </MenuItem>
        ))}
      >
        {translate('course.bulk.status')}
      </MenuButton>
      <BulkExportButton />
      <Confirm
        isOpen={asking}
        loading={bulk.pending}
        title={translate('course.bulk.confirm_title', { smart_count: selectedIds.length, status: statusName })}
        content={translate('course.bulk.confirm_content')}
        onConfirm={async () => {
          setAsking(false);
          await bulk.run({ status: target });
        }}
        onClose={() => setAsking(false)}
      />
      <BulkResultsDialog
        title={translate('course.bulk.results', { status: statusName })}
        outcome={bulk.outcome}
        onClose={bulk.close}
      />
    </>
  );
};

import {
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SendIcon from '@mui/icons-material/Send';
import { Confirm, useTranslate, type RaRecord } from 'react-admin';
import type { CertificateScope } from '../../domain/certificateScopes';
import { useFormat } from '../../components/format';
import { LoadedList } from '../../components/LoadedList';
import { useCertificateReminders } from './useCertificateReminders';

/**
 * The expiry reminders mailed for a certified certificate (issue 25.6): when, to whom, by the
 * schedule or by hand; on the ITC's screen, whoever manages its certificates sends one now.
 */
export const CertificateReminders = ({
  record,
  scope,
  onSent,
}: {
  record: RaRecord;
  scope: CertificateScope;
  onSent: () => void;
}) => {
  const translate = useTranslate();
  const format = useFormat();
  const { sends, error, maySend, asking, setAsking, sending, send } = useCertificateReminders(record, scope, onSent);

  return (
    <Card sx={{ mt: 2 }} data-testid="certificate-reminders">
      <CardHeader title={translate('renewal.reminders.title')} slotProps={{ title: { variant: 'subtitle1' } }} />
      <CardContent sx={{ pt: 0 }}>
        <LoadedList items={sends} error={error} empty={translate('renewal.reminders.empty')}>
          {(sends) => (
            <List dense disablePadding>
              {sends.map((sent) => (
                <ListItem key={sent.id} disableGutters data-testid="reminder-send" data-by-hand={sent.byHand}>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    {sent.byHand ? <NotificationsActiveIcon fontSize="small" /> : <ScheduleIcon fontSize="small" />}
                  </ListItemIcon>
                  <ListItemText
                    primary={`${format.dateTime(sent.sentAt)} · ${
                      sent.byHand
                        ? translate('renewal.reminders.by_hand', { name: sent.sentByName ?? '–' })
                        : translate('renewal.reminders.scheduled', { days: sent.daysBefore ?? '–' })
                    }`}
                    secondary={
                      sent.recipients.length
                        ? translate('renewal.reminders.to', { recipients: sent.recipients.join(', ') })
                        : translate('renewal.reminders.to_unknown')
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </LoadedList>
      </CardContent>
      {maySend && (
        <CardActions>
          <Button
            startIcon={<SendIcon />}
            disabled={sending}
            onClick={() => setAsking(true)}
            data-testid="send-reminder-now"
          >
            {translate('renewal.reminders.send_now')}
          </Button>
        </CardActions>
      )}
      <Confirm
        isOpen={asking}
        loading={sending}
        title={translate('renewal.reminders.confirm_title', { smart_count: 1 })}
        content={translate('renewal.reminders.confirm_content')}
        onConfirm={() => void send()}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
};

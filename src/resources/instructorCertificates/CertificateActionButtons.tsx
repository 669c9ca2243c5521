import { Button, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CertificateAction } from '../../domain/certificates';
import { COLOURS, ICONS } from './CertificateActionStyle';

interface CertificateActionButtonsProps {
  actions: CertificateAction[];
  /** Why submitting is not possible yet: the submit button is disabled with it as tooltip. */
  submitBlock?: string;
  onOpen: (action: CertificateAction) => void;
}

/** One button for each workflow step the user may take; each opens the step's dialog. */
export const CertificateActionButtons = ({ actions, submitBlock, onOpen }: CertificateActionButtonsProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="certificate-actions">
      {actions.map((name) => {
        const Icon = ICONS[name];
        const blocked = name === 'submit' && submitBlock !== undefined;
        const button = (
          <Button
            key={name}
            variant={name === 'decline' ? 'outlined' : 'contained'}
            color={COLOURS[name]}
            startIcon={<Icon />}
            disabled={blocked}
            onClick={() => onOpen(name)}
          >
            {translate(`certification.actions.${name}`)}
          </Button>
        );
        return blocked ? (
          <Tooltip key={name} title={submitBlock}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </Stack>
  );
};

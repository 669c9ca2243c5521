import { Box, Divider, Typography } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Fragment, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { AhaDetailsData } from '../../domain/dashboardData';
import { pathFor } from '../../domain/routes';
import { useFormat } from '../../components/format';
import { CardLinkButton } from './CardLinkButton';
import type { CardProps } from './types';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </>
);

/**
 * AHA details (instructor): his AHA instructor id at each organisation where he is an instructor,
 * with the instructor profile that belongs to it.
 */
export const AhaDetailsCard = ({ data }: CardProps<AhaDetailsData>) => {
  const translate = useTranslate();
  const format = useFormat();
  if (!data) return null;
  const t = (key: string) => translate(`dashboard.cards.aha_details.${key}`);
  return (
    <Box>
      {data.profiles.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="aha-empty">
          {t('empty')}
        </Typography>
      )}
      {data.profiles.map((p, index) => (
        <Fragment key={p.instructorProfileId}>
          {index > 0 && <Divider sx={{ my: 1.5 }} />}
          <Box data-testid="aha-profile">
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {p.organisationName}
            </Typography>
            <Typography component="p" variant="caption" color="text.secondary">
              {t('aha_id')}
            </Typography>
            {p.ahaInstructorId ? (
              <Typography
                component="p"
                variant="h6"
                sx={{
                  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
                  letterSpacing: 1,
                  mb: 1,
                }}
                data-testid="aha-id"
              >
                {p.ahaInstructorId}
              </Typography>
            ) : (
              <Typography
                component="p"
                variant="body2"
                sx={{ mb: 1, fontStyle: 'italic' }}
                data-testid="aha-id-missing"
              >
                {t('no_aha_id')}
              </Typography>
            )}
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.25, m: 0 }}
            >
              {p.status && (
                <Row label={t('status')}>{translate(`account.profiles.statuses.${p.status}`, { _: p.status })}</Row>
              )}
              {p.qualification && <Row label={t('qualification')}>{p.qualification}</Row>}
              {p.cellPhone && <Row label={t('cell_phone')}>{p.cellPhone}</Row>}
              {p.googleEmail && <Row label={t('google_email')}>{p.googleEmail}</Row>}
              {p.clothingSize && <Row label={t('clothing_size')}>{p.clothingSize}</Row>}
              {p.compensationPerHour !== null && (
                <Row label={t('compensation')}>{format.money(p.compensationPerHour)}</Row>
              )}
            </Box>
          </Box>
        </Fragment>
      ))}
      <CardLinkButton to={pathFor('My_Account')} icon={<AccountCircleIcon />} sx={{ mt: 1 }}>
        {t('account')}
      </CardLinkButton>
    </Box>
  );
};

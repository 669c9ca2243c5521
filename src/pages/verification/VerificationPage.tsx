import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { pathFor } from '../../domain/routes';
import { groupCode, normaliseCode, type VerificationState } from '../../domain/verification';
import { useFormat } from '../../components/format';
import { PublicLayout } from '../../layout/PublicLayout';
import { api, ApiError } from '../../providers/http';
import { failureNotice } from '../../components/forms/failureText';

/** What `GET /verify/:code` answers: nothing beyond these five facts (no name nor expiry of an erased holder). */
interface Verification {
  name: string | null;
  discipline: string;
  status: VerificationState;
  validUntil: string | null;
  itcName: string;
}

const SEVERITY: Record<VerificationState, 'success' | 'warning' | 'error' | 'info'> = {
  VALID: 'success',
  EXPIRED: 'warning',
  REVOKED: 'error',
  ERASED: 'info',
};

type Outcome = { found: Verification } | { missing: true } | { error: unknown };

/**
 * The public check of a certificate (issue 14.3, `/verify/:code`, no login): the QR code on the
 * PDF leads here, and `/verify` without a code asks for the one printed on the paper. Shows name, discipline, status and expiry, and says when the certificate has
 * expired or was revoked, or that its holder's data was erased on request; another code can be typed in.
 */
export const VerificationPage = () => {
  const translate = useTranslate();
  const format = useFormat();
  const navigate = useNavigate();
  const { code: raw = '' } = useParams();
  const code = normaliseCode(raw);
  const [outcome, setOutcome] = useState<Outcome>();
  const [typed, setTyped] = useState('');
  const [typedInvalid, setTypedInvalid] = useState(false);

  useEffect(() => {
    setOutcome(undefined);
    if (!code) return;
    let current = true;
    api<Verification>(`verify/${code}`)
      .then((response) => current && setOutcome({ found: response.json }))
      .catch(
        (error: unknown) =>
          current && setOutcome(error instanceof ApiError && error.status === 404 ? { missing: true } : { error }),
      );
    return () => {
      current = false;
    };
  }, [code]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const next = normaliseCode(typed);
    setTypedInvalid(!next);
    if (next) navigate(pathFor('Certificate_Verification_Public', { code: groupCode(next) }));
  };

  const result = () => {
    // `/verify` without a code (issue 25.3): only the field below, to type the code from the paper
    if (!raw) return null;
    if (!code) return <Alert severity="info">{translate('verification.invalid')}</Alert>;
    if (!outcome) return <Skeleton variant="rounded" height={160} />;
    if ('missing' in outcome)
      return (
        <Alert severity="error" data-testid="verification-missing">
          {translate('verification.not_found')}
        </Alert>
      );
    if ('error' in outcome)
      return (
        <Alert severity="error" role="alert">
          {failureNotice(translate, 'notification.loading_data', outcome.error)}
        </Alert>
      );
    const found = outcome.found;
    // an erased holder's certificate has neither name nor expiry to show
    const rows = (
      [
        ['verification.name', found.name],
        ['verification.discipline', found.discipline],
        ['verification.valid_until', found.validUntil && format.day(found.validUntil)],
        ['verification.itc', found.itcName],
      ] as [string, string | null][]
    ).filter((row): row is [string, string] => !!row[1]);
    return (
      <Stack spacing={2} data-testid="verification-result" data-status={found.status}>
        <Alert severity={SEVERITY[found.status]} role="status">
          {translate(`verification.state_text.${found.status}`)}
        </Alert>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate('verification.status')}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Chip size="small" color={SEVERITY[found.status]} label={translate(`verification.state.${found.status}`)} />
          </Box>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography
                component="dd"
                variant="body1"
                sx={{ m: 0, fontWeight: label === 'verification.name' ? 600 : 400 }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    );
  };

  return (
    <PublicLayout title={translate('verification.title')} width={520}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(raw ? 'verification.intro' : 'verification.enter')}
      </Typography>
      {code && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('verification.code')}: <strong>{groupCode(code)}</strong>
        </Typography>
      )}
      {result()}
      <Box
        component="form"
        onSubmit={check}
        noValidate
        sx={{ mt: raw ? 3 : 0, display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          fullWidth
          autoFocus={!raw}
          name="code"
          label={translate('verification.code_label')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={typedInvalid}
          helperText={typedInvalid ? translate('verification.invalid') : undefined}
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
        />
        {/* level with the field's input line */}
        <Button type="submit" variant="outlined" sx={{ mt: '6px' }}>
          {translate('verification.check')}
        </Button>
      </Box>
    </PublicLayout>
  );
};

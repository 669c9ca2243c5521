import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { pathFor } from '../../domain/routes';
import { groupCode, normaliseCode, type VerificationState } from '../../domain/verification';
import { api, ApiError } from '../../providers/http';

/** What `GET /verify/:code` answers: nothing beyond these five facts (no name nor expiry of an erased holder). */
export interface Verification {
  name: string | null;
  discipline: string;
  status: VerificationState;
  validUntil: string | null;
  itcName: string;
}

export type Outcome = { found: Verification } | { missing: true } | { error: unknown };

/**
 * The code of the route (`raw` as typed in the address, `code` normalised) and what the server
 * says of it, and the field for another code: a valid one opens its own `/verify/:code`.
 */
export function useVerification() {
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

  return { raw, code, outcome, typed, setTyped, typedInvalid, check };
}

export type VerificationView = ReturnType<typeof useVerification>;

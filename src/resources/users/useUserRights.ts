import { useEffect, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Action, Feature, FeatureAction, UserFeature } from '../../domain/features';
import { grantsOf } from '../../domain/userRights';
import { api, ApiError } from '../../providers/http';
import type { UserRecord } from './types';
import { failureNotice } from '../../components/forms/failureText';

const pairsOf = (features: readonly UserFeature[]): FeatureAction[] =>
  features.map(({ feature, action }) => ({ feature, action }));
const etagOf = (headers: Headers) => headers.get('etag')?.replace(/^W\//, '').replace(/"/g, '') || undefined;

/** Who changed the rights meanwhile, when a change was refused for it (412). */
export interface RightsConflict {
  changedBy: string | null;
  changedAt: string | null;
}

/**
 * The rights (feature/action pairs) of one user in the rights dialog, and their changes: the pairs
 * are read as they are now when the dialog opens, and every change is saved at once. Each change
 * names the version of the pairs it was made on (If-Match): one made on pairs that another
 * administrator changed meanwhile is refused, and the pairs become theirs, with who and when.
 */
export function useUserRights(user: UserRecord | null) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pairs, setPairs] = useState<FeatureAction[]>([]);
  const [saving, setSaving] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);
  const [version, setVersion] = useState<string>();
  // until the pairs as they are now have arrived, the list's may be stale: nothing is changed on them
  const [reading, setReading] = useState(true);
  const [conflict, setConflict] = useState<RightsConflict | null>(null);

  useEffect(() => {
    setPairs(user ? pairsOf(user.userFeatures) : []);
    setVersion(undefined);
    setConflict(null);
    setReading(true);
    if (!user) return;
    // the pairs as they are now, with their version: the list's row may be minutes old
    let current = true;
    api<UserFeature[]>(`users/${user.id}/user-features`)
      .then(({ json, headers }) => {
        if (!current) return;
        setPairs(pairsOf(json));
        setVersion(etagOf(headers));
      })
      .catch(() => undefined) // the list's pairs stay; a save without a version still works
      .finally(() => current && setReading(false));
    return () => {
      current = false;
    };
  }, [user]);

  async function save(next: FeatureAction[]) {
    setSaving(true);
    try {
      const { json, headers } = await api<UserFeature[]>(`users/${user!.id}/user-features`, {
        method: 'PATCH',
        body: { features: next },
        ifMatch: version,
      });
      setPairs(pairsOf(json));
      setVersion(etagOf(headers));
      setConflict(null);
      notify('notification.updated', { type: 'success' });
      refresh();
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.code === 'CHANGED_MEANWHILE' && e.body.current) {
        const current = e.body.current as { userFeatures: UserFeature[]; version: string };
        setPairs(pairsOf(current.userFeatures));
        setVersion(current.version);
        setConflict({ changedBy: e.body.changedBy ?? null, changedAt: e.body.changedAt ?? null });
        setConfirmAll(false);
        refresh();
        return false;
      }
      notify(failureNotice(translate, 'notification.saving', e), { type: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  }

  const toggleFeature = (feature: Feature, on: boolean) =>
    save(
      on
        ? [...pairs.filter((p) => p.feature !== feature), ...grantsOf(feature)]
        : pairs.filter((p) => p.feature !== feature),
    );
  const toggleAction = (feature: Feature, action: Action, on: boolean) =>
    save(on ? [...pairs, { feature, action }] : pairs.filter((p) => !(p.feature === feature && p.action === action)));
  const removeAll = async () => {
    if (await save([])) setConfirmAll(false);
  };

  return { pairs, saving, reading, conflict, confirmAll, setConfirmAll, toggleFeature, toggleAction, removeAll };
}

/** The rights of one user and their changes, as useUserRights gives them. */
export type UserRights = ReturnType<typeof useUserRights>;

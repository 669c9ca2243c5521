import { useEffect, useState } from 'react';
import type { Message } from '../../domain/validation';
import { api } from '../../providers/http';

export interface UploadRules {
  maxMb: number;
  extensions: string[];
}

/** Until the server answered: the defaults of the configuration (UPLOAD_MAX_MB, UPLOAD_EXTENSIONS). */
const DEFAULT_RULES: UploadRules = { maxMb: 10, extensions: ['pdf', 'jpg', 'jpeg', 'png'] };

let cached: Promise<UploadRules> | undefined;

/** The server's upload limits, asked once per page load. */
export function useUploadRules(): UploadRules {
  const [rules, setRules] = useState<UploadRules>(DEFAULT_RULES);
  useEffect(() => {
    let active = true;
    cached ??= api<UploadRules>('files/rules').then((r) => r.json);
    cached
      .then((value) => active && setRules(value))
      .catch(() => {
        cached = undefined;
      });
    return () => {
      active = false;
    };
  }, []);
  return rules;
}

/** The browser's check before an upload starts (the server checks the same again). */
export function checkFile(file: { name: string; size: number }, rules: UploadRules): Message | undefined {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!rules.extensions.includes(extension))
    return { key: 'fileExtension', values: { extensions: rules.extensions.join(', ') } };
  if (file.size === 0) return { key: 'fileEmpty' };
  if (file.size > rules.maxMb * 1024 * 1024) return { key: 'fileTooLarge', values: { n: rules.maxMb } };
  return undefined;
}

/** The accept attribute of a file input for these rules. */
export const acceptOf = (rules: UploadRules) => rules.extensions.map((ext) => `.${ext}`).join(',');

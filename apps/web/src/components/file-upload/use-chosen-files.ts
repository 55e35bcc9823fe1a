/**
 * The files a borrower has chosen for one upload, each checked the moment it is chosen. They live
 * in React state only: a File cannot be put in storage, so a failed request keeps them (the state
 * survives it) but a reload cannot (decision 024).
 */
import { useCallback, useRef, useState } from 'react';
import { checkFile as defaultCheck } from '../../lib/check-file';
import type { ChosenFile } from './file-upload';

type Check = (file: File) => Promise<{ readonly message: string } | null>;

export function useChosenFiles(check: Check = defaultCheck) {
  const [chosen, setChosen] = useState<readonly ChosenFile[]>([]);
  const next = useRef(0);

  const inspect = useCallback(
    (id: string, file: File) => {
      void check(file).then((problem) =>
        setChosen((list) =>
          list.map((c) =>
            c.id === id && c.file === file ? { ...c, checking: false, problem: problem?.message ?? null } : c,
          ),
        ),
      );
    },
    [check],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({ id: `file-${next.current++}`, file, checking: true, problem: null }));
      setChosen((list) => [...list, ...added]);
      for (const c of added) inspect(c.id, c.file);
    },
    [inspect],
  );
  const remove = useCallback((id: string) => setChosen((list) => list.filter((c) => c.id !== id)), []);
  const replace = useCallback(
    (id: string, file: File) => {
      setChosen((list) => list.map((c) => (c.id === id ? { id, file, checking: true, problem: null } : c)));
      inspect(id, file);
    },
    [inspect],
  );
  return { chosen, add, remove, replace };
}

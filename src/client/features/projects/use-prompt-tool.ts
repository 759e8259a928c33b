import { useState } from 'react';
import { platforms, type Platform } from '../../../shared/schemas/kit';
import { safeStorage, storageKeys } from '../../lib/storage-keys';

function isPlatform(value: string | null | undefined): value is Platform {
  return (platforms as readonly string[]).includes(value ?? '');
}

/** The tool prompts are written for, remembered across visits (Cursor until chosen). */
export function usePromptTool() {
  const [tool, setTool] = useState<Platform>(() => {
    const stored = safeStorage('local')?.getItem(storageKeys.promptTool);
    return isPlatform(stored) ? stored : 'cursor';
  });
  const choose = (next: string) => {
    if (!isPlatform(next)) return;
    setTool(next);
    safeStorage('local')?.setItem(storageKeys.promptTool, next);
  };
  return [tool, choose] as const;
}

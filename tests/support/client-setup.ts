import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy chunks (the markdown renderer) load slower when the suite shares the CPU with the server
// tests: the default 1 s for findBy/waitFor is a race under load, not a statement about the UI.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { renderRoutes } from '../../lib/test-utils';
import { toast } from '../../lib/toast';
import { useAuthErrorParams } from './use-auth-error-params';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

beforeAll(async () => {
  await initI18n({ appTexts: true });
});
afterEach(() => vi.clearAllMocks());

function AuthPage() {
  useAuthErrorParams();
  const location = useLocation();
  return <p data-testid="url">{location.pathname + location.search + location.hash}</p>;
}

const open = (url: string) => renderRoutes([{ path: '/auth/login', element: <AuthPage /> }], url);
const shown = () => [...vi.mocked(toast.error).mock.calls, ...vi.mocked(toast.info).mock.calls].map((call) => JSON.stringify(call));

describe('auth pages’ error parameters', () => {
  it('never show a free-text error_description from the URL, only our text for the code', async () => {
    open('/auth/login?error_code=access_denied&error_description=Your+account+is+locked.+Call+%2B1-555-0100');
    expect(await screen.findByTestId('url')).toHaveTextContent(/^\/auth\/login$/);
    expect(toast.error).toHaveBeenCalledWith('Sign-in was cancelled.');
    expect(shown().join()).not.toContain('555-0100');
  });

  it('show a generic failure for an unknown code or a description alone, and strip them from the hash too', async () => {
    open('/auth/login#error=made_up&error_description=Visit+evil.example+to+fix+this');
    expect(await screen.findByTestId('url')).toHaveTextContent(/^\/auth\/login$/);
    expect(toast.error).toHaveBeenCalledWith('Sign-in failed');
    expect(shown().join()).not.toContain('evil.example');
  });

  it('map the codes we send to their texts', async () => {
    open('/auth/login?error=INVALID_TOKEN&keep=1');
    expect(await screen.findByTestId('url')).toHaveTextContent(/^\/auth\/login\?keep=1$/);
    expect(toast.error).toHaveBeenCalledWith('This link is invalid or has expired. Please request a new one.');
  });
});

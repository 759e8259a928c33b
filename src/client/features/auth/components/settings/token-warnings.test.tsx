import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import { initI18n, loadNamespace } from '../../../../lib/i18n';
import { meFixture, mockApi, renderRoutes } from '../../../../lib/test-utils';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';

vi.mock('../../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

beforeAll(async () => {
  await initI18n({ appTexts: true });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const session = (id: string) => ({ id, token: `token-${id}`, userAgent: 'Firefox', ipAddress: null, createdAt: '2026-11-01T10:00:00Z', updatedAt: '' });

function renderSecurity() {
  mockApi(({ path }) => {
    if (path === '/api/me') return { body: meFixture() };
    if (path === '/api/auth/list-sessions') return { body: [session('here'), session('laptop')] };
    return undefined;
  });
  renderRoutes(
    [
      {
        path: '/dashboard/settings',
        element: (
          <>
            <ChangePasswordForm />
            <SessionsList currentSessionId="here" />
          </>
        ),
      },
    ],
    '/dashboard/settings',
  );
}

describe('Settings says beforehand that securing the account revokes its API tokens', () => {
  it('next to the password change and to signing out every other session', async () => {
    renderSecurity();
    expect(screen.getByText('Changing the password signs out your other sessions and revokes all your API tokens.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign out all other sessions' })).toBeInTheDocument();
    expect(screen.getByText('Signing out all other sessions also revokes all your API tokens.')).toBeInTheDocument();
  });

  it('in Russian too', async () => {
    await loadNamespace('app', 'ru');
    await i18n.changeLanguage('ru');
    renderSecurity();
    expect(screen.getByText('Смена пароля завершает другие сеансы и отзывает все ваши API-токены.')).toBeInTheDocument();
    expect(await screen.findByText('Завершение всех других сеансов также отзывает все ваши API-токены.')).toBeInTheDocument();
  });
});

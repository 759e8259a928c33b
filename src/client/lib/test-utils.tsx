/**
 * Helpers for component tests only (never imported by the app): a fake API on `fetch`, a router
 * and query client around the component, and jsdom's missing <dialog> methods.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { MeDto } from '../../shared/schemas/auth';

export type ApiAnswer =
  { status?: number; body?: unknown } | 'network-error' | Promise<{ status?: number; body?: unknown }>;
export type ApiHandler = (request: { method: string; path: string; url: URL; body: unknown }) => ApiAnswer | undefined;
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers `fetch` with the handler; unknown paths get a 404 error body. Returns the calls made. */
export function mockApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const answer = await handler({ method, path: url.pathname, url, body });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (!answer) return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found.' }), { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

export function apiError(status: number, code: string, message: string) {
  return { status, body: { code, message } };
}

export function meFixture(profile: Partial<MeDto['profile']> = {}): MeDto {
  return {
    session: { id: 'session-1', newAccount: false },
    user: {
      id: 'user-1',
      email: 'ann@example.com',
      name: 'Ann',
      emailVerified: true,
      image: null,
      role: 'user',
      twoFactorEnabled: false,
    },
    profile: {
      userName: 'Ann',
      subscriptionPlan: 'FOUNDER',
      subscriptionStatus: 'active',
      currentPeriodEnd: null,
      availableCredits: 2,
      ownsKits: false,
      locale: 'en',
      ...profile,
    },
  };
}

/** Renders routes in a memory router with a fresh query client (no retries). */
export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** jsdom has <dialog> without its modal methods. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

import { describe, expect, it } from 'vitest';
import { isAdminPath } from './App.tsx';

describe('isAdminPath', () => {
  it('sends /login, /admin and /master to the staff side', () => {
    for (const path of [
      '/login',
      '/admin',
      '/admin/dashboard',
      '/master/type',
      '/master/landing/bumper',
    ]) {
      expect(isAdminPath(path), path).toBe(true);
    }
  });

  it('keeps every other path on the visitor side', () => {
    for (const path of ['/', '/search', '/administrasi', '/masterclass', '/login2', '/news/3']) {
      expect(isAdminPath(path), path).toBe(false);
    }
  });
});

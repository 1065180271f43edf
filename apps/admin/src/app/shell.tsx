import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Moon, ShieldCheck, Sun } from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Button } from '@swx/ui';
import { cx } from '../lib/cx';
import { session, type StaffProfile } from '../lib/session';
import { setTheme, useTheme } from '../lib/theme';
import { logout } from '../features/auth/api';
import { visibleItems } from './navigation';

/** The signed-in frame: sidebar of the sections the staff member may open, top bar, page. */
export function Shell({ staff }: { staff: StaffProfile }) {
  const queryClient = useQueryClient();
  const theme = useTheme();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await logout();
    } catch {
      // The token is dropped below whatever the server answered.
    }
    queryClient.clear();
    session.end('signed-out');
  }

  return (
    <div className="grid min-h-dvh grid-cols-[13rem_minmax(0,1fr)]">
      <aside className="flex flex-col gap-4 border-e border-line bg-surface px-3 py-4">
        <div className="flex items-center gap-2 px-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-accent-text" />
          <span className="font-semibold">SWX back office</span>
        </div>
        <nav aria-label="Sections">
          <ul className="flex flex-col gap-0.5">
            {visibleItems(staff).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cx(
                      'flex h-9 items-center gap-2.5 rounded-md px-2.5 text-sm',
                      isActive
                        ? 'bg-accent-soft font-medium text-accent-text'
                        : 'text-fg-muted hover:bg-hover hover:text-fg',
                    )
                  }
                >
                  <item.icon aria-hidden="true" className="size-4" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-col">
        <header className="flex h-14 items-center justify-end gap-3 border-b border-line bg-surface px-6">
          <span className="text-sm" data-testid="staff-identity">
            <span className="font-medium">{staff.username}</span>
            <span className="text-fg-muted"> · {staff.role}</span>
          </span>
          <Button
            variant="ghost"
            aria-label={theme === 'dark' ? 'Use the light theme' : 'Use the dark theme'}
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
          >
            {theme === 'dark' ? (
              <Sun aria-hidden="true" className="size-4" />
            ) : (
              <Moon aria-hidden="true" className="size-4" />
            )}
          </Button>
          <Button variant="secondary" loading={signingOut} onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </Button>
        </header>
        <main className="mx-auto flex h-[calc(100dvh-3.5rem)] w-full max-w-content min-h-0 flex-col p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

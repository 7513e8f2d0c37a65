import { Outlet } from 'react-router-dom';

/** The main layout with sidebar and top bar (built in the shell feature). */
export function MainLayout() {
  return (
    <div className="min-h-dvh bg-canvas">
      <main className="p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}

import { Outlet } from 'react-router-dom';

/** Layout of the logged-out pages: a centred card on the brand background. */
export function AuthLayout() {
  return (
    <div className="grid min-h-dvh place-items-center bg-brand-50 p-4">
      <main className="w-full max-w-md rounded-xl bg-card p-6 shadow-lg sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}

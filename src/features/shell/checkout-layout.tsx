import { Outlet } from 'react-router-dom';

/** /checkout: no sidebar and no search (spec point 2). */
export function CheckoutLayout() {
  return (
    <div className="min-h-dvh bg-background">
      <main className="mx-auto max-w-3xl p-4 sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}

// The portal's screens arrive with the shell (issue 4). Until then the page says plainly that nothing
// is built yet instead of showing invented data.
export function App() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-8 text-slate-800">
      <h1 className="text-2xl font-semibold">Anbieterportal</h1>
      <p>
        Die Oberfläche des Portals ist noch nicht gebaut. Die Schnittstellenbeschreibung, der typisierte API-Client und
        die Prüfungen stehen bereits.
      </p>
    </main>
  );
}

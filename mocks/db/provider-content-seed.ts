// Seeded facts of the provider-content area that the UI tests, the journeys and the mock tests rely on (kept apart
// from the area's modules so that each entity module can read them without importing the area).
/** Seeded records other areas, the UI and the tests rely on. */
export const PROVIDER_CONTENT_SEED = {
  /** The registration link of an application that is not submitted yet (it has one uploaded photo, id 601). */
  openWizardHash: 'antrag-blumenwerk-2026',
  /** An application submitted a few days ago (status pending). */
  submittedWizardHash: 'antrag-gut-sonnenhof-2026',
  /** A second application not submitted yet, without photos (only a company name is known). */
  emptyWizardHash: 'antrag-goldschmiede-koeln-2026',
  /** An application that was approved (the vendor's listing is being set up). */
  approvedWizardHash: 'antrag-tortenatelier-2026',
  /** An application that was rejected. */
  rejectedWizardHash: 'antrag-partyzelte-2026',
  /** The bridal-gown shop's gown from the brief. */
  elbeGownName: "Brautkleid 'Elbe' A-Linie mit Spitze",
  preliminaryInformationUrl: 'https://www.hochzeitsportal.de/vorabinformationen',
} as const;

/** What the build is given through the environment (Vite passes on the VITE_ variables). */
interface ImportMetaEnv {
  /** The build's id (e.g. the deployed commit); unset, the page names none. */
  readonly VITE_BUILD_ID?: string;
}

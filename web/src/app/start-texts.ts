// The first step of the app's start (main.tsx): i18next and the first screen's texts.
export { initI18n } from '@/i18n';

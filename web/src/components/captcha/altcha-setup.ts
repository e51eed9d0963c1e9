// Loaded on demand by the captcha field: the widget without its inline workers (our CSP
// allows scripts and workers from this origin only), its stylesheet and the French strings.
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/fr-ca';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

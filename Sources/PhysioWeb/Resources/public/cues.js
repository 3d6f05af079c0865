// @ts-check
// Cues you can hear and feel on the live page (issue 20): spoken rep numbers and instructions, a short
// generated tone, and a vibration where the device has one. Opt-in and quiet by default; the choice is
// remembered for the person on the server (the `live_cues` setting). Only voices that run on this
// device (SpeechSynthesisVoice.localService) may speak: nothing said leaves the device. With no local
// voice, tones only, and the page says so ("No voice on this device — tones and vibration only").
// Imported as `./cues.js?v=__ASSET_VERSION__`.

import { csrfFetch } from './request.js?v=__ASSET_VERSION__';

/** @typedef {'ok'|'rep'|'warn'} CueKind */

/** @type {Record<CueKind, [number, number]>} */
const TONES = { ok: [880, 0.09], rep: [660, 0.12], warn: [330, 0.22] };
/** @type {Record<CueKind, number|number[]>} */
const VIBRATIONS = { ok: 40, rep: 80, warn: [120, 60, 120] };
const REPEAT_GAP_MS = 1500;
const VOICES_WAIT_MS = 1500;  // voices may load a moment after the page; none by then: none at all

/**
 * The cues of one page; silent while turned off.
 * @typedef {object} Cues
 * @property {boolean} on
 * @property {string} path where the choice is remembered
 * @property {AudioContext|null} audio
 * @property {string} lastWords
 * @property {number} lastAt
 * @property {Array<(on: boolean) => void>} listeners
 * @property {() => SpeechSynthesisVoice|null} voice the first voice that runs on this device
 * @property {(kind?: CueKind) => void} tone
 * @property {(words: string, kind?: CueKind) => void} say
 * @property {(count: number) => void} rep
 * @property {(on: boolean) => void} set
 */

/**
 * The cues of `root`'s page (its `data-cues-path` says where the choice is kept).
 * @param {HTMLElement} root
 * @returns {Cues}
 */
export function createCues(root) {
  /** @type {Cues} */
  const cues = {
    on: false,
    path: root.dataset.cuesPath || '/settings/live-cues',
    audio: null,
    lastWords: '',
    lastAt: 0,
    listeners: [],
    voice() {
      const synth = window.speechSynthesis;
      if (!synth || typeof synth.getVoices !== 'function') return null;
      const local = synth.getVoices().filter((voice) => voice.localService === true);
      const language = (document.documentElement.lang || 'en').slice(0, 2).toLowerCase();
      return local.find((voice) => (voice.lang || '').toLowerCase().startsWith(language)) || local[0] || null;
    },
    tone(kind = 'ok') {
      if (!cues.on) return;
      const [frequency, seconds] = TONES[kind] || TONES.ok;
      try {
        const Context = window.AudioContext || /** @type {any} */ (window).webkitAudioContext;
        if (Context && !cues.audio) cues.audio = new Context();
        const audio = cues.audio;
        if (audio) {
          if (audio.state === 'suspended') audio.resume().catch(() => {});
          const oscillator = audio.createOscillator();
          const gain = audio.createGain();
          oscillator.frequency.value = frequency;
          gain.gain.setValueAtTime(0.0001, audio.currentTime);
          gain.gain.exponentialRampToValueAtTime(0.25, audio.currentTime + 0.01);
          gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + seconds);
          oscillator.connect(gain).connect(audio.destination);
          oscillator.start();
          oscillator.stop(audio.currentTime + seconds + 0.02);
        }
      } catch {
        // No audio output: the words and the vibration still come.
      }
      if (typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATIONS[kind] || VIBRATIONS.ok);
      root.dataset.lastTone = kind;
    },
    say(words, kind = 'ok') {
      if (!cues.on || !words) return;
      const now = Date.now();
      if (words === cues.lastWords && now - cues.lastAt < REPEAT_GAP_MS) return;
      cues.lastWords = words;
      cues.lastAt = now;
      cues.tone(kind);
      const voice = cues.voice();
      if (!voice) return;  // no voice on this device: the tone only
      const utterance = new SpeechSynthesisUtterance(words);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      window.speechSynthesis.cancel();
      window.speechSynthesis.speak(utterance);
    },
    rep(count) { cues.say(String(count), 'rep'); },
    set(on) {
      cues.on = on === true;
      cues.listeners.forEach((listener) => listener(cues.on));
    },
  };

  // The remembered choice.
  fetch(cues.path, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((answer) => { if (answer) cues.set(answer.on === true); })
    .catch(() => {});
  return cues;
}

/**
 * Says on the page (`[data-no-voice]`) when the device has no voice of its own, once its voices had
 * a moment to load: the cues are then tones and vibration only.
 * @param {Cues} cues
 */
export function noteMissingVoice(cues) {
  const notes = /** @type {HTMLElement[]} */ ([...document.querySelectorAll('[data-no-voice]')]);
  if (!notes.length) return;
  const check = () => {
    const missing = !cues.voice();
    for (const note of notes) note.hidden = !missing;
    document.documentElement.dataset.voice = missing ? 'none' : 'local';
  };
  const synth = window.speechSynthesis;
  if (synth && typeof synth.addEventListener === 'function') synth.addEventListener('voiceschanged', check);
  if (cues.voice()) check(); else window.setTimeout(check, VOICES_WAIT_MS);
}

/**
 * Wires every `[data-cues-toggle]` button to `cues`: shows the state, and saves a change.
 * @param {Cues} cues
 */
export function wireCuesToggles(cues) {
  const buttons = [...document.querySelectorAll('[data-cues-toggle]')];
  /** @param {boolean} on */
  const paint = (on) => {
    for (const button of buttons) {
      button.setAttribute('aria-pressed', on ? 'true' : 'false');
      const text = button.querySelector('[data-cues-text]');
      if (text) text.textContent = `Sound and vibration: ${on ? 'on' : 'off'}`;
    }
  };
  cues.listeners.push(paint);
  paint(cues.on);
  noteMissingVoice(cues);
  for (const button of buttons) {
    button.addEventListener('click', async () => {
      const on = !cues.on;
      cues.set(on);
      if (on) {
        // Unlocked by this tap: the audio, and a first word so the person hears what they'll get.
        cues.tone('ok');
        cues.say(cues.voice() ? 'Sound on' : '', 'ok');
      }
      try {
        await csrfFetch(cues.path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body: `cues=${on ? 'on' : 'off'}`,
        });
      } catch {
        // Not saved: it still applies on this page.
      }
    });
  }
}

// The session intro has the toggle too, without a live page.
const introToggle = document.querySelector('[data-cues-toggle]');
if (!document.getElementById('live') && introToggle instanceof HTMLElement) {
  wireCuesToggles(createCues(introToggle));
}

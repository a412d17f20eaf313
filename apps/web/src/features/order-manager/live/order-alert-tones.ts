/**
 * The order manager's alert sounds, made with the Web Audio API (no audio files): a rising
 * three-note chime for a new order, a falling two-note tone for a cancelled one. Browsers keep
 * audio silent until the page has had a user gesture; the context is resumed on each play, so
 * the first click anywhere (the alerts switch included) makes later alerts audible.
 */
type Note = { frequency: number; start: number; duration: number };

const NEW_ORDER: Note[] = [
  { frequency: 660, start: 0, duration: 0.15 },
  { frequency: 880, start: 0.18, duration: 0.15 },
  { frequency: 1320, start: 0.36, duration: 0.3 },
];
const CANCELLED: Note[] = [
  { frequency: 440, start: 0, duration: 0.25 },
  { frequency: 294, start: 0.3, duration: 0.45 },
];

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  context = new Context();
  return context;
}

function play(notes: Note[], type: OscillatorType): void {
  const audio = audioContext();
  if (!audio) return;
  void audio.resume().catch(() => undefined);
  const now = audio.currentTime;
  for (const note of notes) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = type;
    oscillator.frequency.value = note.frequency;
    // A short attack and decay: no click at either end.
    gain.gain.setValueAtTime(0.0001, now + note.start);
    gain.gain.exponentialRampToValueAtTime(0.3, now + note.start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + note.start + note.duration);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(now + note.start);
    oscillator.stop(now + note.start + note.duration + 0.05);
  }
}

export const orderAlertTones = {
  newOrder: () => play(NEW_ORDER, 'sine'),
  cancelled: () => play(CANCELLED, 'triangle'),
};

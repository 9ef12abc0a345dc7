const STORAGE_KEY = 'selam.board.sound';

let context: AudioContext | undefined;

/** Must run inside the tap that switches sound on: browsers only let audio start from a gesture. */
export function unlockChime() {
  context ??= new AudioContext();
  void context.resume();
}

/** Two short tones, made in the browser: nothing is downloaded. */
export function playChime() {
  if (!context) return;
  const start = context.currentTime;
  [880, 1320].forEach((frequency, index) => {
    const at = start + index * 0.18;
    const tone = context!.createOscillator();
    const gain = context!.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    tone.connect(gain).connect(context!.destination);
    tone.start(at);
    tone.stop(at + 0.4);
  });
}

export function soundWanted(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function rememberSound(on: boolean) {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts until the page closes.
  }
}

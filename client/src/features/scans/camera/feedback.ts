/** A short tone and a buzz as each sheet is read: high for a sheet counted, low for one that waits. */
export function announce(good: boolean) {
  navigator.vibrate?.(good ? 80 : [60, 60, 60]);
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return;
  const audio = new AudioContextClass();
  const tone = audio.createOscillator();
  const volume = audio.createGain();
  tone.frequency.value = good ? 880 : 330;
  volume.gain.value = 0.15;
  tone.connect(volume).connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.15);
  tone.onended = () => void audio.close();
}

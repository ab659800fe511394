'use client'

/** Audio played from script (not in the DOM), registered so navigation can stop it too. */
const detachedAudio = new Set<HTMLAudioElement>()

export function registerAudio(audio: HTMLAudioElement): () => void {
  detachedAudio.add(audio)
  return () => detachedAudio.delete(audio)
}

/** Stops every sound the page makes: media elements, registered audio and speech synthesis. */
export function stopAllAudio() {
  document.querySelectorAll<HTMLMediaElement>('audio, video').forEach((media) => media.pause())
  detachedAudio.forEach((audio) => audio.pause())
  if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel()
}

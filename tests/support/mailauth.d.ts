// mailauth ships no types: the part of its API the deliverability test uses.
declare module 'mailauth' {
  type Resolver = (name: string, type: string) => Promise<string[][]>
  export function authenticate(
    message: string | Buffer,
    options: { trustReceived?: boolean; resolver?: Resolver; ip?: string; sender?: string },
  ): Promise<{
    dkim: { results: { status: { result: 'pass' | 'fail' | 'neutral' | 'none' | string } }[] }
  }>
}

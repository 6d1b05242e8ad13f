/** Splits a message body into request text, signature block and disclaimer. */

const CLOSING =
  /^(?:(?:met\s+)?(?:vriendelijke|hartelijke|zonnige|sportieve|warme|beste|fijne|collegiale)\s+groet(?:en)?|groet(?:en|jes)?|mvg|m\.?v\.?g\.?|gr\.?|grt\.?|grtz|kind regards|best regards|regards|cheers|thanks|thx|tnx|(?:alvast\s+)?(?:bedankt|dank(?:\s+je|\s+u)?(?:\s*wel)?)(?:\s+(?:en|&)\s+groet(?:en)?)?|hartelijk dank|hoogachtend|tot (?:ziens|snel|horens))\b[\s,.!:]*(.*)$/i;
const DISCLAIMER =
  /^(?:disclaimer|dit (?:e-?mail)?\s*bericht (?:is|kan)|de informatie (?:in|verzonden)|this e-?mail|denk aan het milieu|verzonden (?:vanaf|met|via) (?:mijn|outlook)|sent from my|get outlook|aan (?:dit|deze) (?:bericht|e-?mail) kunnen geen|deze e-?mail is|p\s*l\s*e\s*a\s*s\s*e consider|bekijk onze privacy)/i;

export interface SplitBody {
  body: string[];
  signature: string[];
}

/** The closing line starts the signature; a '-- ' line too. Disclaimers and what follows are dropped. */
export function splitSignature(lines: readonly string[]): SplitBody {
  const body: string[] = [];
  const signature: string[] = [];
  let inSignature = false;
  const split = lines.flatMap((l) => {
    // A closing inside the last line of a one-line mail: '… deze week nog? Mvg, Ellen Boer'.
    const m =
      /^(.*[.!?])\s+((?:mvg|m\.v\.g\.?|met vriendelijke groet(?:en)?|vriendelijke groet(?:en)?|groet(?:en|jes)?|gr\.?)[,.!]?\s+.*)$/i.exec(
        l,
      );
    return m ? [m[1]!, m[2]!] : [l];
  });
  for (const raw of split) {
    const line = raw.trim();
    if (DISCLAIMER.test(line)) break;
    if (!inSignature) {
      const closing = line.length <= 60 ? CLOSING.exec(line) : null;
      if (closing || /^--\s*$/.test(line)) {
        inSignature = true;
        const rest = closing?.[1]?.trim();
        if (rest) signature.push(...rest.split(/\s+[|•·–-]\s+|,\s+/));
        continue;
      }
      body.push(raw);
    } else if (line !== '') {
      signature.push(...line.split(/\s+[|•·–-]\s+|,\s+|\s+[|]\s*/));
    }
  }
  return { body, signature };
}

/** A 48 × 32 green PNG (made with sharp, decoded by it without warnings): the proof image. */
export const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwC1+SiGcnKH2PPOFgAET03NF/drCtAQdGhmiFsWdbxg2CMDtUMYcuyDiF80KJDNUPYssihCMY6HRwe1wfLPE5bJvTO6wAAAABJRU5ErkJggg==',
  'base64',
);

/** whatwg-mimetype ships no types: the part of its MIME type (the WHATWG MIME Sniffing standard's parser) we use. */
declare module 'whatwg-mimetype' {
  export class MIMEType {
    /** The parsed type, or null where the string is not a valid MIME type. */
    static parse(string: string): MIMEType | null;
    /** `type/subtype`, lowercased. */
    readonly essence: string;
    /** Its parameters by lowercased name, values unquoted as sent. */
    readonly parameters: ReadonlyMap<string, string>;
  }
}

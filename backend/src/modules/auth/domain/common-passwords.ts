/** Port: is this one of the passwords attackers try first? */
export abstract class CommonPasswords {
  abstract isCommon(password: string): boolean;
}

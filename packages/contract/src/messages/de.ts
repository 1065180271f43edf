import type { CodeValue } from '../codes.js';

/** German texts of the response codes. */
const messages: Readonly<Record<CodeValue, string>> = {
  200: 'Erfolgreich',
  401: 'Bitte melden Sie sich erneut an',
  500: 'Unbekannter Fehler',
  10001: 'Geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein',
  10002: 'Die E-Mail-Adresse ist ungültig',
  10003:
    'Der Benutzername muss aus 3 bis 32 Buchstaben, Ziffern oder Unterstrichen bestehen und mit einem Buchstaben beginnen',
  10004: 'Benutzername oder Passwort ist falsch',
  10005: 'Dieses Konto ist nicht aktiv',
  10006: 'Dieser Benutzername ist bereits vergeben',
  10007: 'Diese E-Mail-Adresse ist bereits registriert',
  10008: 'Der Benutzerstatus ist nicht korrekt',
  10009: 'Kein passender Benutzer gefunden',
  10010: 'Das Smart-Trading-Produkt ist nicht korrekt',
  10011:
    'Unzureichendes Guthaben: Laden Sie Ihr Konto auf oder geben Sie die Sicherheitsleistung frei, bevor Sie kaufen',
  10012: 'Keine passende Anzahl von Tagen gefunden',
  10013: 'Der Investitionsbetrag ist nicht korrekt',
  10014: 'Das Optionsprodukt ist nicht korrekt',
  10015: 'Der Handel ist derzeit nicht verfügbar',
  10016: 'Der Kaufbetrag ist nicht korrekt',
  10017: 'Kein passender Zeitraum gefunden',
  10018: 'Die Systemparameter konnten nicht abgerufen werden',
  10019: 'Der Verifizierungsstatus ist nicht korrekt',
  10020: 'Der Status des Sammlerstücks ist nicht korrekt',
  10021: 'Die Empfangsadresse wurde nicht angegeben',
  10022: 'Eine Identitätsprüfung ist erforderlich',
  10023: 'Die Kreditlaufzeit ist fehlerhaft konfiguriert',
  10024: 'Sie haben dieses Produkt bereits gekauft; ein erneuter Kauf ist nicht möglich',
  10025: 'Wählen Sie eine Auszahlungsmethode',
  10026: 'Die Anfrageparameter sind ungültig',
  10027: 'Der Bestätigungscode ist falsch',
  10028:
    'Der Bestätigungscode ist abgelaufen oder wurde bereits verwendet; fordern Sie einen neuen an',
  10029: 'Es wurde gerade ein Code gesendet; warten Sie, bevor Sie einen neuen anfordern',
  10030: 'Zu viele Versuche; versuchen Sie es später erneut',
  10031:
    'Das Passwort muss 8 bis 128 Zeichen lang, schwer zu erraten und frei von Benutzername und E-Mail-Adresse sein',
  10032: 'Die Passwörter stimmen nicht überein',
  10033: 'Der Einladungscode ist ungültig',
  10034: 'Die Anmeldung über soziale Netzwerke ist nicht verfügbar',
  10035: 'Nicht gefunden',
  10036: 'Geben Sie Ihr Passwort ein',
  10037: 'Geben Sie den Bestätigungscode ein',
  10038: 'Die Anmeldung über soziale Netzwerke ist fehlgeschlagen; beginnen Sie erneut',
  10039: 'Das neue Passwort muss sich vom aktuellen unterscheiden',
  10040: 'Dieser Idempotency-Key wurde für eine andere Anfrage verwendet',
  10041: 'Dieselbe Anfrage wird noch bearbeitet; bitte gleich erneut versuchen',
  10042: 'Demokonto gesperrt: Wechseln Sie dafür zu Ihrem Echtkonto',
  10043: 'Sie sind dazu nicht berechtigt',
  10044: 'Über diesen Antrag wurde bereits entschieden',
  10045: 'Dieser Transaktions-Hash wurde bereits eingereicht',
  10046: 'Die Mindesteinzahlung beträgt {minimum} {asset}',
  10047: 'Diese Adresse ist für das ausgewählte Netzwerk ungültig',
  10048: 'Dieser Transaktions-Hash ist für das ausgewählte Netzwerk ungültig',
  10049: 'Der Betrag ist nicht korrekt',
  10050: 'Laden Sie die erforderlichen Bilder hoch (JPG, JPEG 2000 oder PNG)',
  10051: 'Die Datei ist kein lesbares Bild im Format JPG, JPEG 2000 oder PNG',
  10052: 'Jedes Bild darf höchstens 5 MB groß sein',
  10053: 'Der Hebel muss eine ganze Zahl von 1 bis {maximum} sein',
  10054: 'Die Anzahl der Lots ist nicht korrekt',
  10055: 'Bitte legen Sie einen sinnvollen Stop-Loss-Kurs fest',
  10056: 'Bitte legen Sie einen sinnvollen Take-Profit-Kurs fest',
  10057: 'Diese Position ist bereits geschlossen',
  10058: 'Dies muss ein anderes Teammitglied genehmigen',
  10059: 'Für dieses Instrument sind noch Aufträge oder Positionen offen',
  10060: 'Die Anfrage braucht einen Idempotency-Key-Header',
  10061: 'Der Betrag liegt über dem Höchstbetrag von {maximum} {asset}',
  10062:
    'Damit würde Ihr Tageslimit von {limit} {asset} überschritten; heute sind noch {remaining} {asset} möglich',
  10063:
    'Es warten bereits {maximum} Einzahlungen auf Prüfung; warten Sie zuerst eine Entscheidung ab',
  10064: 'Zu viele Uploads; versuchen Sie es später erneut',
  10065: 'Der bestätigte Kurs ist zu alt; prüfen Sie den aktuellen Kurs und bestätigen Sie erneut',
  10066:
    'Der Kurs hat sich seit Ihrer Bestätigung über die zulässige Toleranz hinaus bewegt; prüfen Sie den aktuellen Kurs und bestätigen Sie erneut',
  10067:
    'Die Bedingungen haben sich seit Ihrer Prüfung geändert; prüfen Sie die neuen Zahlen und bestätigen Sie erneut',
  10068: 'Dieser Plan ist bereits beendet',
  10069: 'Eine vorzeitige Beendigung dieses Plans wartet bereits auf eine zweite Person',
  10070:
    'Der Betrag liegt außerhalb dessen, was Sie mit diesem Produkt auf Ihrer Verifizierungsstufe leihen können ({minimum} bis {maximum} USDT)',
  10071: 'Dieses Kreditprodukt ist nicht verfügbar',
  10072:
    'Sie haben bereits so viele offene Kredite wie erlaubt; zahlen Sie einen zurück, bevor Sie erneut beantragen',
  10073:
    'Einer Ihrer Kredite ist überfällig; zahlen Sie ihn zurück, bevor Sie einen weiteren beantragen',
  10074:
    'Der Kreditpool kann diesen Betrag derzeit nicht verleihen; versuchen Sie einen kleineren Betrag oder später',
  10075: 'Der Kreditvertrag muss unterschrieben werden',
  10076: 'Dieser Kredit lässt das in seinem aktuellen Status nicht zu',
  10077:
    'Sie senden Nachrichten zu schnell; bitte warten Sie einen Moment und versuchen Sie es erneut',
  10078:
    'Sie haben heute zu viele Unterhaltungen begonnen; bitte schreiben Sie in der offenen weiter oder versuchen Sie es morgen erneut',
  10079:
    'Der Anti-Phishing-Code muss aus 4 bis 20 Buchstaben, Ziffern, Leerzeichen, Bindestrichen oder Unterstrichen bestehen',
  10080: 'Geben Sie den Code aus Ihrer Authenticator-App ein',
  10081: 'Der Authenticator-Code ist falsch oder wurde bereits verwendet',
  10082: 'Die Zwei-Faktor-Anmeldung ist nicht im dafür nötigen Zustand; laden Sie die Seite neu',
  10083: 'Diese Adresse wurde erst kürzlich gespeichert und kann ab {readyAt} verwendet werden',
  10084:
    'Ihre Whitelist ist aktiviert: Zahlen Sie an eine in Ihrem Adressbuch gespeicherte Adresse aus',
  10085: 'Diese Adresse ist bereits in Ihrem Adressbuch',
  10086: 'Ihr Adressbuch ist voll ({maximum} Adressen); entfernen Sie zuerst eine',
  10087:
    'Dieser Link ist nicht mehr gültig: Er wurde bereits verwendet, oder das, was er rückgängig machen soll, hat sich bereits geändert',
  10088: 'Der Passkey konnte nicht überprüft werden; versuchen Sie es erneut',
  10089: 'Sie haben bereits {maximum} Passkeys; entfernen Sie zuerst einen',
  10091: 'Der SMS-Bestätigungscode ist falsch',
  20001: 'Zur Prüfung eingereicht',
  20002: 'Einzahlung erfasst und zur Prüfung eingereicht',
  20003: 'Auszahlung erfasst und zur Prüfung eingereicht',
  20004: 'Kauf erfolgreich',
  20005: 'Erfolgreich geändert',
};

export default messages;

package io.logp.plot;

import static java.nio.charset.StandardCharsets.ISO_8859_1;
import static java.nio.charset.StandardCharsets.UTF_16BE;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.Deflater;

/**
 * A paper figure's PDF as a journal's checker wants it, from VectorGraphics2D's uncompressed one: no font that is
 * not embedded (VectorGraphics2D declares DejaVu Sans, unembedded, on every page, though logp and XChart draw all
 * text as glyph outlines and no text operator uses it), the page's content compressed, and the document information
 * (Title, Subject, Creator) holding what a paper figure no longer says on the page: the system and run it shows.
 */
final class PdfInfo {

    private static final Pattern OBJECT = Pattern.compile("(\\d+) 0 obj\\n");
    private static final Pattern LENGTH = Pattern.compile("/Length (\\d+)");
    private static final Pattern SELECT_FONT = Pattern.compile("/Fnt\\d+ [0-9.]+ Tf\\n?");
    private static final Pattern FONTS = Pattern.compile("/Font <<\\s*(?:/Fnt\\d+ <<[^>]*>>\\s*)*>>\\s*");
    private static final Pattern TEXT = Pattern.compile("\\b(?:Tj|TJ)\\b");
    private static final Pattern ROOT = Pattern.compile("/Root (\\d+ 0 R)");

    private PdfInfo() {}

    /** The document's fields by their PDF names (Title, Subject, Creator); blank values are left out. */
    static Map<String, String> fields(String title, String subject) {
        Map<String, String> info = new LinkedHashMap<>();
        if (title != null && !title.isBlank()) info.put("Title", title);
        if (subject != null && !subject.isBlank()) info.put("Subject", subject);
        info.put("Creator", "logp");
        return info;
    }

    /**
     * The PDF written anew: its objects in order, each content stream compressed and, when no text operator uses
     * them, without the fonts; then an information dictionary, a cross-reference table and a trailer. A PDF that is
     * not laid out as VectorGraphics2D lays it out is returned as it is.
     */
    static byte[] with(byte[] pdf, Map<String, String> fields) {
        String text = new String(pdf, ISO_8859_1);
        Matcher root = ROOT.matcher(text);
        if (!text.startsWith("%PDF-") || !root.find()) return pdf;
        List<String> bodies = new ArrayList<>();
        Matcher m = OBJECT.matcher(text);
        int at = 0;
        while (m.find(at)) {
            if (Integer.parseInt(m.group(1)) != bodies.size() + 1) return pdf;
            int end = text.indexOf("endobj\n", m.end());
            if (end < 0) return pdf;
            bodies.add(text.substring(m.end(), end));
            at = end;
        }
        if (bodies.isEmpty()) return pdf;
        boolean usesText = TEXT.matcher(text).find();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        write(out, "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n");
        List<Integer> offsets = new ArrayList<>();
        for (int i = 0; i < bodies.size(); i++) {
            offsets.add(out.size());
            write(out, (i + 1) + " 0 obj\n");
            String body = bodies.get(i);
            if (!usesText) body = FONTS.matcher(body).replaceAll("");
            int stream = body.indexOf("stream\n");
            Matcher length = LENGTH.matcher(body);
            if (stream >= 0 && length.find() && length.start() < stream && !body.contains("/Filter")) {
                String content = body.substring(stream + "stream\n".length(), body.lastIndexOf("endstream"));
                if (!usesText) content = SELECT_FONT.matcher(content).replaceAll("");
                byte[] packed = deflate(content.getBytes(ISO_8859_1));
                write(out, "<<\n/Length " + packed.length + "\n/Filter /FlateDecode\n>>\nstream\n");
                out.writeBytes(packed);
                write(out, "\nendstream\n");
            } else write(out, body);
            write(out, "endobj\n");
        }
        int info = bodies.size() + 1;
        offsets.add(out.size());
        StringBuilder dict = new StringBuilder();
        dict.append(info).append(" 0 obj\n<<");
        fields.forEach((k, v) -> dict.append("\n/").append(k).append(' ').append(string(v)));
        dict.append("\n>>\nendobj\n");
        write(out, dict.toString());
        int xref = out.size();
        StringBuilder table = new StringBuilder();
        table.append("xref\n0 ").append(info + 1).append("\n0000000000 65535 f \n");
        for (int offset : offsets) table.append(String.format(Locale.ROOT, "%010d 00000 n \n", offset));
        table.append("trailer\n<<\n/Size ")
                .append(info + 1)
                .append("\n/Root ")
                .append(root.group(1))
                .append("\n/Info ")
                .append(info)
                .append(" 0 R\n>>\nstartxref\n")
                .append(xref)
                .append("\n%%EOF\n");
        write(out, table.toString());
        return out.toByteArray();
    }

    /** A PDF text string: UTF-16 with its byte order mark, in hex, which holds any character ("µs", "oₛ"). */
    static String string(String value) {
        byte[] utf16 = value.getBytes(UTF_16BE);
        return "<FEFF" + HexFormat.of().withUpperCase().formatHex(utf16) + ">";
    }

    private static byte[] deflate(byte[] data) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        try {
            deflater.setInput(data);
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            while (!deflater.finished()) out.write(buffer, 0, deflater.deflate(buffer));
            return out.toByteArray();
        } finally {
            deflater.end();
        }
    }

    private static void write(ByteArrayOutputStream out, String s) {
        out.writeBytes(s.getBytes(ISO_8859_1));
    }
}

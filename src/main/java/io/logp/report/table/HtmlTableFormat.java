package io.logp.report.table;

import java.util.List;

/**
 * A table as an HTML fragment: {@code <table class="results">} with the title as {@code <caption>}, a
 * {@code <thead>} of column headers with their units and a {@code <tbody>}, then the notes as
 * {@code <ul class="notes">}. The cells of key columns are row headers ({@code <th scope="row">}); numeric cells
 * carry the class {@code num} (and {@code missing} when nothing is known), for the page's style to align them.
 * Every text is escaped, so the fragment is also well-formed XML.
 */
final class HtmlTableFormat implements TableFormat {

    @Override
    public String render(Table table) {
        List<Column> columns = table.columns();
        StringBuilder out = new StringBuilder("<table class=\"results\">\n<caption>")
                .append(escape(table.title()))
                .append("</caption>\n<thead>\n<tr>");
        for (Column c : columns)
            out.append("<th scope=\"col\"")
                    .append(c.isNumeric() ? " class=\"num\"" : "")
                    .append('>')
                    .append(escape(c.title()))
                    .append("</th>");
        out.append("</tr>\n</thead>\n<tbody>\n");
        for (List<Cell> row : table.rows()) {
            out.append("<tr>");
            for (int i = 0; i < row.size(); i++) {
                boolean key = i < table.keyColumns();
                String tag = key ? "th" : "td";
                out.append('<').append(tag).append(key ? " scope=\"row\"" : "");
                String classes = classes(columns.get(i), row.get(i));
                if (!classes.isEmpty()) out.append(" class=\"").append(classes).append('"');
                out.append('>')
                        .append(escape(Numbers.text(row.get(i))))
                        .append("</")
                        .append(tag)
                        .append('>');
            }
            out.append("</tr>\n");
        }
        out.append("</tbody>\n</table>\n");
        if (!table.notes().isEmpty()) {
            out.append("<ul class=\"notes\">\n");
            for (Note n : table.notes()) {
                out.append("<li>");
                if (!n.label().isEmpty())
                    out.append("<span class=\"label\">")
                            .append(escape(n.label()))
                            .append("</span>: ");
                out.append(escape(n.text())).append("</li>\n");
            }
            out.append("</ul>\n");
        }
        return out.toString();
    }

    private static String classes(Column column, Cell cell) {
        if (!column.isNumeric()) return cell instanceof Cell.Missing ? "missing" : "";
        return cell instanceof Cell.Missing ? "num missing" : "num";
    }

    /** The five characters that could open markup or end an attribute. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}

package io.logp.report.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/** The HTML fragment parsed back (it is well-formed XML): its structure, classes and texts. */
class HtmlTableFormatTest {

    private static final String HTML =
            TableFormatFactory.of(TableFormatType.HTML).render(SmallTables.parameters());

    private static Element parse(String html) throws Exception {
        String doc = "<div>" + html + "</div>";
        return DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(new ByteArrayInputStream(doc.getBytes(StandardCharsets.UTF_8)))
                .getDocumentElement();
    }

    private static List<Element> children(Element parent, String tag) {
        List<Element> out = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++)
            if (nodes.item(i) instanceof Element e && e.getTagName().equals(tag)) out.add(e);
        return out;
    }

    private static List<Element> cells(Element tr) {
        List<Element> out = new ArrayList<>();
        NodeList nodes = tr.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++)
            if (nodes.item(i).getNodeType() == Node.ELEMENT_NODE) out.add((Element) nodes.item(i));
        return out;
    }

    @Test
    void aTableWithCaptionHeadAndBodyThenTheNotes() throws Exception {
        Element root = parse(HTML);
        Element table = children(root, "table").get(0);
        assertEquals("results", table.getAttribute("class"));
        assertEquals(
                "LogP <parameters> & \"friends\"",
                children(table, "caption").get(0).getTextContent());
        Element head = children(children(table, "thead").get(0), "tr").get(0);
        assertEquals(
                List.of("parameter", "value ± 95% CI (us)", "o_s/T", "note"),
                cells(head).stream().map(Element::getTextContent).toList());
        List<Element> rows = children(children(table, "tbody").get(0), "tr");
        assertEquals(SmallTables.parameters().rows().size(), rows.size());
        List<Element> notes = children(children(root, "ul").get(0), "li");
        assertEquals(
                SmallTables.parameters().notes().stream().map(Note::line).toList(),
                notes.stream().map(Element::getTextContent).toList());
    }

    @Test
    void cellsHoldTheTextsAndNumericColumnsAreMarked() throws Exception {
        List<Element> rows = children(
                children(children(parse(HTML), "table").get(0), "tbody").get(0), "tr");
        List<List<String>> texts = rows.stream()
                .map(r -> cells(r).stream().map(Element::getTextContent).toList())
                .toList();
        assertEquals(List.of("o_s", "0.1851 ± 0.0081", "0.25", ""), texts.get(0));
        assertEquals(List.of("L", "12.3", "n/a", "no CI: a|b, \"quoted\""), texts.get(1));
        assertEquals(List.of("RTT", "n/a", "-0.04", "<script>alert(1)</script>"), texts.get(2));
        List<Element> first = cells(rows.get(0));
        assertEquals("th", first.get(0).getTagName(), "the key column names the row");
        assertEquals("row", first.get(0).getAttribute("scope"));
        assertEquals("num", first.get(1).getAttribute("class"));
        assertEquals("num", first.get(2).getAttribute("class"));
        assertEquals("", first.get(3).getAttribute("class"));
        assertEquals("num missing", cells(rows.get(1)).get(2).getAttribute("class"));
    }

    @Test
    void noTextOpensMarkup() {
        assertFalse(HTML.contains("<script>"), HTML);
        assertFalse(HTML.contains("<parameters>"), HTML);
    }
}

package io.logp.report;

import java.util.Locale;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Lets a test change the default locale: saves it, with its FORMAT and DISPLAY categories, before each test and
 * puts it back afterwards, so that other tests in the same JVM never see the change.
 */
public final class RestoreDefaultLocale implements BeforeEachCallback, AfterEachCallback {

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(RestoreDefaultLocale.class);

    @Override
    public void beforeEach(ExtensionContext context) {
        ExtensionContext.Store store = context.getStore(NAMESPACE);
        store.put("default", Locale.getDefault());
        store.put("format", Locale.getDefault(Locale.Category.FORMAT));
        store.put("display", Locale.getDefault(Locale.Category.DISPLAY));
    }

    @Override
    public void afterEach(ExtensionContext context) {
        ExtensionContext.Store store = context.getStore(NAMESPACE);
        Locale.setDefault(store.get("default", Locale.class));
        Locale.setDefault(Locale.Category.FORMAT, store.get("format", Locale.class));
        Locale.setDefault(Locale.Category.DISPLAY, store.get("display", Locale.class));
    }
}

"""Full-page screenshots in headless Chromium, shared by the site checks and measures."""
import base64


def full_page_png(driver):
    """The whole document as PNG bytes, captured beyond the viewport, and its (width, height)."""
    size = driver.execute_script("""const e = document.documentElement, b = document.body;
        return [Math.max(e.scrollWidth, b.scrollWidth), Math.max(e.scrollHeight, b.scrollHeight)];""")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 1}})
    return base64.b64decode(shot["data"]), tuple(size)

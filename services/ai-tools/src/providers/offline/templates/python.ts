import type { CodeTemplate } from './template.ts';

// Python templates: standard library only, so each runs as it is (`python3 file.py`).
export const PYTHON_TEMPLATES: CodeTemplate[] = [
  {
    id: 'python-logistic-regression',
    title: 'Logistic regression from scratch',
    description:
      'Trains a binary classifier with gradient descent, reports accuracy on a held-out split; no dependencies.',
    language: 'python',
    category: 'machine-learning',
    tags: ['classification', 'gradient-descent', 'train-test-split'],
    keywords: ['classif', 'predict', 'train', 'model', 'regression', 'churn', 'score'],
    code: String.raw`import math
import random
from typing import List, Sequence, Tuple

Row = Tuple[List[float], int]


def sigmoid(z: float) -> float:
    if z < -60:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


def train_test_split(rows: Sequence[Row], test_ratio: float = 0.2, seed: int = 42) -> Tuple[List[Row], List[Row]]:
    shuffled = list(rows)
    random.Random(seed).shuffle(shuffled)
    cut = int(len(shuffled) * (1 - test_ratio))
    return shuffled[:cut], shuffled[cut:]


def fit(rows: Sequence[Row], epochs: int = 300, learning_rate: float = 0.1) -> List[float]:
    width = len(rows[0][0])
    weights = [0.0] * (width + 1)  # the last weight is the bias
    for _ in range(epochs):
        gradient = [0.0] * (width + 1)
        for features, label in rows:
            error = predict_proba(weights, features) - label
            for i, value in enumerate(features):
                gradient[i] += error * value
            gradient[width] += error
        weights = [w - learning_rate * g / len(rows) for w, g in zip(weights, gradient)]
    return weights


def predict_proba(weights: Sequence[float], features: Sequence[float]) -> float:
    z = weights[-1] + sum(w * x for w, x in zip(weights, features))
    return sigmoid(z)


def accuracy(weights: Sequence[float], rows: Sequence[Row]) -> float:
    hits = sum(1 for features, label in rows if (predict_proba(weights, features) >= 0.5) == bool(label))
    return hits / len(rows) if rows else 0.0


if __name__ == "__main__":
    rng = random.Random(7)
    data: List[Row] = []
    for _ in range(400):
        x1, x2 = rng.uniform(-1, 1), rng.uniform(-1, 1)
        data.append(([x1, x2], 1 if x1 + 0.5 * x2 > 0 else 0))
    train, test = train_test_split(data)
    model = fit(train)
    print(f"test accuracy: {accuracy(model, test):.2%}")
`,
  },
  {
    id: 'python-tfidf-keywords',
    title: 'TF-IDF keyword extraction',
    description: 'Tokenises documents, computes TF-IDF and returns the top keywords of each document.',
    language: 'python',
    category: 'nlp',
    tags: ['tf-idf', 'tokenization', 'keywords'],
    keywords: ['text', 'keyword', 'document', 'token', 'nlp', 'sentiment', 'summar', 'language'],
    code: String.raw`import math
import re
from collections import Counter
from typing import Dict, List

STOP_WORDS = {"the", "a", "an", "and", "or", "of", "to", "in", "is", "for", "on", "with", "that", "this", "it"}


def tokenize(text: str) -> List[str]:
    return [t for t in re.findall(r"[a-z0-9']+", text.lower()) if t not in STOP_WORDS and len(t) > 1]


def tf_idf(documents: List[str]) -> List[Dict[str, float]]:
    tokenized = [tokenize(doc) for doc in documents]
    document_frequency: Counter = Counter()
    for tokens in tokenized:
        document_frequency.update(set(tokens))
    total = len(documents)
    scores: List[Dict[str, float]] = []
    for tokens in tokenized:
        counts = Counter(tokens)
        length = max(len(tokens), 1)
        scores.append(
            {
                term: (count / length) * math.log((1 + total) / (1 + document_frequency[term]) + 1)
                for term, count in counts.items()
            }
        )
    return scores


def top_keywords(documents: List[str], k: int = 5) -> List[List[str]]:
    return [
        [term for term, _ in sorted(score.items(), key=lambda item: (-item[1], item[0]))[:k]]
        for score in tf_idf(documents)
    ]


if __name__ == "__main__":
    docs = [
        "Customers love the fast delivery and the friendly support team.",
        "Delivery was late and the support team never answered my emails.",
        "The new pricing plan is clear and the onboarding was fast.",
    ]
    for doc, keywords in zip(docs, top_keywords(docs, 3)):
        print(keywords, "<-", doc)
`,
  },
  {
    id: 'python-image-edges',
    title: 'Edge detection on a grayscale image',
    description:
      'Reads a binary PGM (P5) image, applies a Sobel filter and writes the edge map; pure Python.',
    language: 'python',
    category: 'computer-vision',
    tags: ['sobel', 'convolution', 'image'],
    keywords: ['image', 'edge', 'vision', 'pixel', 'photo', 'detect', 'filter'],
    code: String.raw`import sys
from typing import List, Tuple

Image = List[List[int]]


def read_pgm(path: str) -> Tuple[Image, int]:
    with open(path, "rb") as handle:
        data = handle.read()
    fields: List[bytes] = []
    position = 0
    while len(fields) < 4:
        while data[position:position + 1].isspace():
            position += 1
        if data[position:position + 1] == b"#":
            while data[position:position + 1] not in (b"\n", b""):
                position += 1
            continue
        start = position
        while not data[position:position + 1].isspace():
            position += 1
        fields.append(data[start:position])
    if fields[0] != b"P5":
        raise ValueError("only binary PGM (P5) is supported")
    width, height, max_value = int(fields[1]), int(fields[2]), int(fields[3])
    pixels = data[position + 1:position + 1 + width * height]
    return [list(pixels[row * width:(row + 1) * width]) for row in range(height)], max_value


def sobel(image: Image) -> Image:
    height, width = len(image), len(image[0])
    kx = ((-1, 0, 1), (-2, 0, 2), (-1, 0, 1))
    ky = ((-1, -2, -1), (0, 0, 0), (1, 2, 1))
    out = [[0] * width for _ in range(height)]
    for y in range(1, height - 1):
        for x in range(1, width - 1):
            gx = sum(kx[j][i] * image[y + j - 1][x + i - 1] for j in range(3) for i in range(3))
            gy = sum(ky[j][i] * image[y + j - 1][x + i - 1] for j in range(3) for i in range(3))
            out[y][x] = min(255, int((gx * gx + gy * gy) ** 0.5))
    return out


def write_pgm(path: str, image: Image) -> None:
    height, width = len(image), len(image[0])
    with open(path, "wb") as handle:
        handle.write(f"P5\n{width} {height}\n255\n".encode("ascii"))
        handle.write(bytes(value for row in image for value in row))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print("usage: edges.py input.pgm output.pgm")
        sys.exit(2)
    picture, _ = read_pgm(sys.argv[1])
    write_pgm(sys.argv[2], sobel(picture))
`,
  },
  {
    id: 'python-csv-cleaning',
    title: 'CSV cleaning and summary',
    description:
      'Loads a CSV, trims and de-duplicates rows, fills missing numbers with the median and prints column stats.',
    language: 'python',
    category: 'data-processing',
    tags: ['csv', 'cleaning', 'statistics'],
    keywords: ['csv', 'clean', 'data', 'etl', 'transform', 'duplicate', 'missing', 'pipeline'],
    code: String.raw`import csv
import statistics
import sys
from typing import Dict, List


def load(path: str) -> List[Dict[str, str]]:
    with open(path, newline="", encoding="utf-8") as handle:
        return [{key.strip(): (value or "").strip() for key, value in row.items()} for row in csv.DictReader(handle)]


def is_number(value: str) -> bool:
    try:
        float(value)
        return True
    except ValueError:
        return False


def clean(rows: List[Dict[str, str]]) -> List[Dict[str, str]]:
    seen = set()
    unique = []
    for row in rows:
        key = tuple(sorted(row.items()))
        if key not in seen:
            seen.add(key)
            unique.append(row)
    columns = unique[0].keys() if unique else []
    for column in columns:
        numbers = [float(r[column]) for r in unique if is_number(r[column])]
        if numbers and len(numbers) >= len(unique) / 2:
            median = statistics.median(numbers)
            for row in unique:
                if not is_number(row[column]):
                    row[column] = str(median)
    return unique


def summarize(rows: List[Dict[str, str]]) -> None:
    for column in rows[0].keys() if rows else []:
        values = [float(r[column]) for r in rows if is_number(r[column])]
        if len(values) == len(rows):
            print(f"{column}: min={min(values):g} mean={statistics.mean(values):.2f} max={max(values):g}")
        else:
            print(f"{column}: {len(set(r[column] for r in rows))} distinct values")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: clean.py data.csv")
        sys.exit(2)
    cleaned = clean(load(sys.argv[1]))
    print(f"{len(cleaned)} rows after cleaning")
    summarize(cleaned)
`,
  },
  {
    id: 'python-api-client',
    title: 'REST API client with retries',
    description:
      'Calls a JSON API with a timeout, retries 429 and 5xx with exponential back-off and honours Retry-After.',
    language: 'python',
    category: 'api-integration',
    tags: ['http', 'retry', 'json'],
    keywords: ['api', 'rest', 'http', 'endpoint', 'integrat', 'webhook', 'request', 'fetch'],
    rename: { ApiClient: '{Subject}Client' },
    code: String.raw`import json
import time
import urllib.error
import urllib.request
from typing import Any, Dict, Optional


class ApiClient:
    def __init__(self, base_url: str, token: Optional[str] = None, timeout: float = 10.0, retries: int = 3):
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.timeout = timeout
        self.retries = retries

    def request(self, method: str, path: str, body: Optional[Dict[str, Any]] = None) -> Any:
        data = json.dumps(body).encode("utf-8") if body is not None else None
        headers = {"Accept": "application/json", "Content-Type": "application/json"}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        for attempt in range(self.retries + 1):
            request = urllib.request.Request(self.base_url + path, data=data, headers=headers, method=method)
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    payload = response.read().decode("utf-8")
                    return json.loads(payload) if payload else None
            except urllib.error.HTTPError as error:
                retryable = error.code == 429 or error.code >= 500
                if not retryable or attempt == self.retries:
                    raise
                retry_after = error.headers.get("Retry-After")
                wait = float(retry_after) if retry_after and retry_after.isdigit() else 2 ** attempt
                time.sleep(min(wait, 30.0))
            except urllib.error.URLError:
                if attempt == self.retries:
                    raise
                time.sleep(2 ** attempt)
        return None


if __name__ == "__main__":
    client = ApiClient("https://api.github.com")
    print(client.request("GET", "/repos/python/cpython")["full_name"])
`,
  },
  {
    id: 'python-kmeans-segmentation',
    title: 'k-means customer segmentation',
    description:
      "Groups customers into segments with k-means on standardised features (k-means++ start), and prints each segment's size and centre; no dependencies.",
    language: 'python',
    category: 'machine-learning',
    tags: ['clustering', 'segmentation', 'unsupervised'],
    keywords: ['cluster', 'segment', 'group', 'customer', 'unsupervised', 'kmeans', 'persona'],
    code: String.raw`import math
import random
from typing import List, Sequence

Point = List[float]


def standardise(rows: Sequence[Point]) -> List[Point]:
    columns = list(zip(*rows))
    means = [sum(column) / len(column) for column in columns]
    spreads = [math.sqrt(sum((v - m) ** 2 for v in column) / len(column)) or 1.0 for column, m in zip(columns, means)]
    return [[(v - m) / s for v, m, s in zip(row, means, spreads)] for row in rows]


def distance(a: Sequence[float], b: Sequence[float]) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b))


def kmeans(points: Sequence[Point], k: int, iterations: int = 100, seed: int = 1) -> List[int]:
    rng = random.Random(seed)
    centres = [list(rng.choice(points))]
    while len(centres) < k:  # k-means++: far points are likelier starts
        weights = [min(distance(p, c) for c in centres) for p in points]
        centres.append(list(rng.choices(points, weights=weights)[0]))
    labels = [0] * len(points)
    for _ in range(iterations):
        labels = [min(range(k), key=lambda i: distance(p, centres[i])) for p in points]
        moved = False
        for i in range(k):
            members = [p for p, label in zip(points, labels) if label == i]
            if members:
                centre = [sum(values) / len(members) for values in zip(*members)]
                moved = moved or centre != centres[i]
                centres[i] = centre
        if not moved:
            break
    return labels


if __name__ == "__main__":
    rng = random.Random(3)
    # annual spend, orders per year, days since last order
    customers = [[rng.gauss(m, m * 0.15), rng.gauss(o, 2), rng.gauss(d, 5)]
                 for m, o, d in [(300, 4, 90), (1500, 12, 20), (5000, 30, 7)] for _ in range(40)]
    labels = kmeans(standardise(customers), k=3)
    for segment in range(3):
        members = [c for c, label in zip(customers, labels) if label == segment]
        centre = [round(sum(v) / len(members), 1) for v in zip(*members)]
        print(f"segment {segment}: {len(members)} customers, centre {centre}")
`,
  },
  {
    id: 'python-linear-forecast',
    title: 'Sales forecast with a linear trend',
    description:
      'Fits a least-squares trend to a monthly series, checks it on the last months held out (MAE) and forecasts the next months.',
    language: 'python',
    category: 'machine-learning',
    tags: ['forecasting', 'regression', 'time-series'],
    keywords: [
      'forecast',
      'forecasting',
      'sales',
      'demand',
      'revenue',
      'trend',
      'regression',
      'series',
      'next',
    ],
    code: String.raw`from typing import List, Tuple


def fit_trend(values: List[float]) -> Tuple[float, float]:
    """Least-squares line through (0, v0), (1, v1), ...: returns (intercept, slope)."""
    n = len(values)
    mean_x = (n - 1) / 2
    mean_y = sum(values) / n
    covariance = sum((x - mean_x) * (y - mean_y) for x, y in enumerate(values))
    variance = sum((x - mean_x) ** 2 for x in range(n)) or 1.0
    slope = covariance / variance
    return mean_y - slope * mean_x, slope


def forecast(values: List[float], months: int) -> List[float]:
    intercept, slope = fit_trend(values)
    start = len(values)
    return [round(intercept + slope * (start + step), 2) for step in range(months)]


def mean_absolute_error(actual: List[float], predicted: List[float]) -> float:
    return sum(abs(a - p) for a, p in zip(actual, predicted)) / max(len(actual), 1)


if __name__ == "__main__":
    monthly_sales = [120, 132, 128, 141, 150, 149, 158, 171, 169, 180, 188, 195]
    train, test = monthly_sales[:-3], monthly_sales[-3:]
    print("MAE on the last 3 months:", round(mean_absolute_error(test, forecast(train, 3)), 2))
    print("next 3 months:", forecast(monthly_sales, 3))
`,
  },
  {
    id: 'python-sentiment-lexicon',
    title: 'Lexicon sentiment with negation',
    description:
      'Scores customer reviews as positive, negative or neutral from a word lexicon, flipping words after a negation.',
    language: 'python',
    category: 'nlp',
    tags: ['sentiment', 'lexicon', 'reviews'],
    keywords: ['sentiment', 'review', 'opinion', 'feedback', 'positive', 'negative', 'emotion', 'tone'],
    code: String.raw`import re
from typing import Dict, List, Tuple

LEXICON: Dict[str, int] = {
    "good": 2, "great": 3, "excellent": 3, "love": 3, "fast": 1, "helpful": 2, "easy": 1,
    "bad": -2, "poor": -2, "terrible": -3, "slow": -1, "broken": -3, "hate": -3, "confusing": -2,
}
NEGATIONS = {"not", "no", "never", "hardly"}


def score(text: str) -> int:
    words = re.findall(r"[a-z']+", text.lower())
    total = 0
    for index, word in enumerate(words):
        value = LEXICON.get(word, 0)
        if value and any(previous in NEGATIONS for previous in words[max(0, index - 2):index]):
            value = -value
        total += value
    return total


def label(text: str) -> Tuple[str, int]:
    value = score(text)
    return ("positive" if value > 0 else "negative" if value < 0 else "neutral"), value


if __name__ == "__main__":
    reviews: List[str] = [
        "Great product, support was helpful and fast",
        "Not good: the app is slow and confusing",
        "It arrived on Tuesday",
    ]
    for review in reviews:
        print(label(review), review)
`,
  },
  {
    id: 'python-otsu-threshold',
    title: 'Otsu threshold and object count',
    description:
      "Picks a grayscale image's threshold with Otsu's method, makes a binary mask and counts the connected objects.",
    language: 'python',
    category: 'computer-vision',
    tags: ['thresholding', 'segmentation', 'connected-components'],
    keywords: ['threshold', 'binary', 'mask', 'segment', 'count', 'object', 'blob', 'image', 'otsu'],
    code: String.raw`from typing import List

Image = List[List[int]]


def otsu_threshold(image: Image) -> int:
    histogram = [0] * 256
    for row in image:
        for pixel in row:
            histogram[pixel] += 1
    total = sum(histogram)
    sum_all = sum(level * count for level, count in enumerate(histogram))
    best, best_variance, weight_bg, sum_bg = 0, -1.0, 0, 0
    for level in range(256):
        weight_bg += histogram[level]
        if weight_bg == 0 or weight_bg == total:
            continue
        sum_bg += level * histogram[level]
        mean_bg = sum_bg / weight_bg
        mean_fg = (sum_all - sum_bg) / (total - weight_bg)
        variance = weight_bg * (total - weight_bg) * (mean_bg - mean_fg) ** 2
        if variance > best_variance:
            best, best_variance = level, variance
    return best


def count_objects(mask: List[List[bool]]) -> int:
    seen = [[False] * len(row) for row in mask]
    objects = 0
    for y, row in enumerate(mask):
        for x, on in enumerate(row):
            if not on or seen[y][x]:
                continue
            objects += 1
            stack = [(y, x)]
            while stack:
                cy, cx = stack.pop()
                if 0 <= cy < len(mask) and 0 <= cx < len(row) and mask[cy][cx] and not seen[cy][cx]:
                    seen[cy][cx] = True
                    stack.extend([(cy + 1, cx), (cy - 1, cx), (cy, cx + 1), (cy, cx - 1)])
    return objects


if __name__ == "__main__":
    image = [[20, 22, 200, 210, 25], [21, 19, 205, 215, 24], [23, 20, 22, 21, 198], [22, 24, 23, 20, 202]]
    threshold = otsu_threshold(image)
    mask = [[pixel > threshold for pixel in row] for row in image]
    print("threshold", threshold, "objects", count_objects(mask))
`,
  },
  {
    id: 'python-json-flatten',
    title: 'Flatten nested JSON records to CSV',
    description:
      'Flattens nested JSON records (objects and lists) into dotted columns and writes them as one CSV with every column.',
    language: 'python',
    category: 'data-processing',
    tags: ['json', 'csv', 'etl'],
    keywords: ['json', 'flatten', 'nested', 'csv', 'convert', 'export', 'etl', 'transform', 'records'],
    code: String.raw`import csv
import io
import json
from typing import Any, Dict, List


def flatten(value: Any, prefix: str = "") -> Dict[str, Any]:
    if isinstance(value, dict):
        flat: Dict[str, Any] = {}
        for key, inner in value.items():
            flat.update(flatten(inner, f"{prefix}{key}."))
        return flat
    if isinstance(value, list):
        flat = {}
        for index, inner in enumerate(value):
            flat.update(flatten(inner, f"{prefix}{index}."))
        return flat
    return {prefix.rstrip("."): value}


def to_csv(records: List[Dict[str, Any]]) -> str:
    rows = [flatten(record) for record in records]
    columns = sorted({column for row in rows for column in row})
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=columns, restval="")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


if __name__ == "__main__":
    records = json.loads(
        '[{"id": 1, "customer": {"name": "Ada", "country": "UK"}, "items": [{"sku": "A1", "qty": 2}]},'
        ' {"id": 2, "customer": {"name": "Lin"}, "items": []}]'
    )
    print(to_csv(records))
`,
  },
  {
    id: 'python-webhook-signature',
    title: 'Webhook signature verification (HMAC-SHA256)',
    description:
      'Verifies a signed webhook: HMAC-SHA256 of the timestamp and body, compared in constant time, with a replay window.',
    language: 'python',
    category: 'api-integration',
    tags: ['webhook', 'hmac', 'security'],
    keywords: ['webhook', 'signature', 'verify', 'hmac', 'sign', 'secret', 'callback', 'replay'],
    code: String.raw`import hashlib
import hmac
import time
from typing import Optional


def sign(secret: bytes, timestamp: int, body: bytes) -> str:
    message = str(timestamp).encode("ascii") + b"." + body
    return hmac.new(secret, message, hashlib.sha256).hexdigest()


def verify(secret: bytes, body: bytes, timestamp: int, signature: str, tolerance: int = 300,
           now: Optional[int] = None) -> bool:
    """True only for a body signed with the secret within the last tolerance seconds."""
    current = int(time.time()) if now is None else now
    if abs(current - timestamp) > tolerance:
        return False
    return hmac.compare_digest(sign(secret, timestamp, body), signature)


if __name__ == "__main__":
    secret = b"whsec_example"
    body = b'{"type": "invoice.paid", "id": "evt_1"}'
    stamp = int(time.time())
    good = sign(secret, stamp, body)
    print("valid:", verify(secret, body, stamp, good))
    print("tampered:", verify(secret, body + b" ", stamp, good))
    print("replayed:", verify(secret, body, stamp - 3600, sign(secret, stamp - 3600, body)))
`,
  },
];

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
];
